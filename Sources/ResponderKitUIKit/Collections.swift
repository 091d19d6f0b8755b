import ResponderKit

// MARK: Collections

/// UIKit's `UICollectionView`: ``ResponderKit/CollectionView``, with
/// `UICollectionView.ScrollPosition` and `UICollectionView.ScrollDirection` nested in it.
public typealias UICollectionView = CollectionView
/// UIKit's `UICollectionReusableView`: ``ResponderKit/CollectionReusableView``.
public typealias UICollectionReusableView = CollectionReusableView
/// UIKit's `UICollectionViewCell`: ``ResponderKit/CollectionViewCell``.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's `UICollectionViewLayout`: ``ResponderKit/CollectionViewLayout``.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's `UICollectionViewFlowLayout`: ``ResponderKit/CollectionViewFlowLayout``.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's `UICollectionViewLayoutAttributes`: ``ResponderKit/CollectionViewLayoutAttributes``.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// UIKit's `UICollectionViewDataSource`: ``ResponderKit/CollectionViewDataSource``.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's `UICollectionViewDelegate`: ``ResponderKit/CollectionViewDelegate``.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UIKit's `UICollectionViewDelegateFlowLayout`:
/// ``ResponderKit/CollectionViewDelegateFlowLayout``.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
